import { usePageMeta } from '../ui/usePageMeta.ts';
import { DataInsightsSection } from './DataInsightsSection.tsx';
import { Applications } from './landing/Applications.tsx';
import { DemoCallToAction } from './landing/DemoCallToAction.tsx';
import { aiPoweredSummaries, dataInsightsSummaries } from './landing/dataInsightsSummaries.ts';
import { Features } from './landing/Features.tsx';
import { Hero } from './landing/Hero.tsx';
import { HowItWorks } from './landing/HowItWorks.tsx';
import { LiveDemo } from './landing/LiveDemo.tsx';

export default function LandingPage() {
  usePageMeta(
    'AI-powered solutions for your business',
    'Chat agents built from your documents, reports generated from your databases, and one console for your infrastructure.',
  );
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <LiveDemo />
      <Applications />
      <DataInsightsSection level={2} featureText={dataInsightsSummaries} areaText={aiPoweredSummaries} />
      <DemoCallToAction />
    </>
  );
}
