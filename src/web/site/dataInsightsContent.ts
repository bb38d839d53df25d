import * as icon from '../ui/iconPaths.ts';

/** The named texts of the Data Insights section (spec §2), shared by the landing and the product page. */
export const dataInsightsTagline = 'A modern Data Insights tool platform based on AI.';

export const platformFeatures = [
  { name: 'Natural Language Processing', icon: icon.language },
  { name: 'Seamless Integration', icon: icon.plug },
  { name: 'AI-Powered Monitoring', icon: icon.activity },
];

/** The areas of the eight 'AI-Powered' cards. */
export const aiPoweredAreas = [
  { name: 'Learning', icon: icon.book },
  { name: 'Shopping', icon: icon.cart },
  { name: 'Health', icon: icon.heart },
  { name: 'Support', icon: icon.headset },
  { name: 'Security', icon: icon.shield },
  { name: 'Collaboration', icon: icon.users },
  { name: 'Testing', icon: icon.flask },
  { name: 'Q&A', icon: icon.question },
];
