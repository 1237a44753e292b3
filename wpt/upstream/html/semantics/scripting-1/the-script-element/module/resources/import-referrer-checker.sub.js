import { referrer as referrerImport } from './referrer-checker.py?name={{GET[name]}}';
export const referrer = referrerImport;
