/** The public navigation of spec §2, shared by the desktop header and the mobile menu. */
export const productLinks = [
  { href: '/products/devops', label: 'DevOps' },
  { href: '/products/data-insights', label: 'Data Insights' },
];

export const mainLinks = [
  { href: '/services', label: 'Services' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
];
