// The dashboard's screens read dates the way every console does.
export { formatDateTime } from '../ui/formatDateTime.ts';
