/**
 * The appId of the demo agent every server seeds (unless DEMO_AGENT=off): it answers from the Help
 * Center, and the landing page shows it at /chat/{DEMO_APP_ID}. Public like every appId.
 */
export const DEMO_APP_ID = 'ai-platform-help-center';
