// Fields most masters share, declared once so they stay alike everywhere.
import { boolean, integer, translations } from '../src/engine/schema';

/** The record's name in each interface language ({language_code, name}); English is required. */
export const displayNames = () => translations({ required: true, max: 100 });

/** Position in pickers shown to end users; lower comes first. */
export const sortOrder = () => integer({ min: 0, max: 9999 });

/** Whether end users are offered the record; an inactive one stays for the data that uses it. */
export const activeFlag = () => boolean({ default: true });
