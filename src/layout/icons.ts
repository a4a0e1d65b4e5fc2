// Menu icons by the names schemas use. Each icon is imported on its own so
// the bundle carries only these few.
import type { SvgIconComponent } from '@mui/icons-material';
import DefaultIcon from '@mui/icons-material/ViewList';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import ExploreIcon from '@mui/icons-material/Explore';
import FactoryIcon from '@mui/icons-material/Factory';
import FlagIcon from '@mui/icons-material/Flag';
import FolderIcon from '@mui/icons-material/FolderOpen';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import KitchenIcon from '@mui/icons-material/Kitchen';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MailIcon from '@mui/icons-material/Mail';
import MapIcon from '@mui/icons-material/Map';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import ParkIcon from '@mui/icons-material/Park';
import PaymentsIcon from '@mui/icons-material/Payments';
import PublicIcon from '@mui/icons-material/Public';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReportIcon from '@mui/icons-material/Report';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import SignpostIcon from '@mui/icons-material/Signpost';
import TranslateIcon from '@mui/icons-material/Translate';
import WorkIcon from '@mui/icons-material/Work';

const ICONS: Record<string, SvgIconComponent> = {
  account_balance_wallet: AccountBalanceWalletIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  apartment: ApartmentIcon,
  article: ArticleIcon,
  campaign: CampaignIcon,
  category: CategoryIcon,
  corporate_fare: CorporateFareIcon,
  dashboard: DashboardIcon,
  devices: DevicesIcon,
  explore: ExploreIcon,
  factory: FactoryIcon,
  flag: FlagIcon,
  forum: ForumIcon,
  group: FolderIcon,
  groups: GroupsIcon,
  home_work: HomeWorkIcon,
  kitchen: KitchenIcon,
  location_city: LocationCityIcon,
  manage_accounts: ManageAccountsIcon,
  manage_history: ManageHistoryIcon,
  mail: MailIcon,
  map: MapIcon,
  menu_book: MenuBookIcon,
  newspaper: NewspaperIcon,
  park: ParkIcon,
  payments: PaymentsIcon,
  public: PublicIcon,
  question_answer: QuestionAnswerIcon,
  report: ReportIcon,
  school: SchoolIcon,
  settings: SettingsIcon,
  signpost: SignpostIcon,
  translate: TranslateIcon,
  work: WorkIcon,
};

/** Icon names a schema's menu entry may use. */
export const ICON_NAMES = Object.keys(ICONS);

export function iconFor(name: string | undefined): SvgIconComponent {
  return (name && ICONS[name]) || DefaultIcon;
}
