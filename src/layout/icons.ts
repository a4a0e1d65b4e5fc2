// Menu icons by the names schemas use. Each icon is imported on its own so
// the bundle carries only these few.
import type { SvgIconComponent } from '@mui/icons-material';
import DefaultIcon from '@mui/icons-material/ViewList';
import PublicIcon from '@mui/icons-material/Public';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PaymentsIcon from '@mui/icons-material/Payments';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/FolderOpen';

const ICONS: Record<string, SvgIconComponent> = {
  public: PublicIcon,
  location_city: LocationCityIcon,
  payments: PaymentsIcon,
  dashboard: DashboardIcon,
  group: FolderIcon,
};

export function iconFor(name: string | undefined): SvgIconComponent {
  return (name && ICONS[name]) || DefaultIcon;
}
