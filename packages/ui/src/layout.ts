// Shop shell components (header, footer, floating buttons, banners, sharing).
export {};
