import ipaddr from 'ipaddr.js';

/** An IPv4 address in dotted decimal (192.168.1.10) or any IPv6 address (2001:db8::1). */
export const isIpAddress = (value: string) =>
  ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value);

/** An IP address or a CIDR range (10.0.0.0/8, 2001:db8::/32) whose prefix fits its family. */
export const isIpOrCidr = (value: string) =>
  isIpAddress(value) ||
  (value.includes('/') &&
    isIpAddress(value.slice(0, value.indexOf('/'))) &&
    (ipaddr.IPv4.isValidCIDR(value) || ipaddr.IPv6.isValidCIDR(value)));

const PORT = /^\d{1,5}$/;

/** A whole port number from 1 to 65535. */
export const isPort = (value: string) => PORT.test(value) && Number(value) >= 1 && Number(value) <= 65535;

/** A port or an ascending range of ports (8000-8100). */
export const isPortOrRange = (value: string) => {
  const [from, to, ...rest] = value.split('-').map((p) => p.trim());
  if (rest.length > 0 || from === undefined || !isPort(from)) return false;
  return to === undefined || (isPort(to) && Number(to) >= Number(from));
};
