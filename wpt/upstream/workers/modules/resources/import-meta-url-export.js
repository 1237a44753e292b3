export const meta_url = import.meta.url;
