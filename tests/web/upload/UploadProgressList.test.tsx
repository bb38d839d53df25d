import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueuedUpload } from '../../../machines/uploadQueue.ts';
import { UploadProgressList } from '../../../src/web/upload/UploadProgressList.tsx';

const item = (name: string, percent: number): QueuedUpload => ({
  id: name,
  file: new File(['x'], name),
  status: 'uploading',
  percent,
  error: null,
});

const list = (afterSending?: string) =>
  render(
    <UploadProgressList
      label="Files to upload"
      items={[item('half.csv', 50), item('sent.csv', 100)]}
      outcomes={{ success: 'Imported', error: 'Failed' }}
      formatSize={(bytes) => `${bytes} B`}
      canRemove={() => false}
      onRemove={() => {}}
      afterSending={afterSending}
    />,
  );

describe('the upload progress list', () => {
  it('says a file whose bytes are all sent is being worked on, its bar without a known end', () => {
    list('Importing…');
    expect(screen.getByText('half.csv (1 B) — Uploading 50%')).toBeInTheDocument();
    expect(screen.getByText('sent.csv (1 B) — Importing…')).toBeInTheDocument();
    expect(screen.getByLabelText('half.csv upload progress')).toHaveAttribute('value', '50');
    expect(screen.getByLabelText('sent.csv upload progress')).not.toHaveAttribute('value');
  });

  it('counts to 100 % where the flow has nothing to say after sending', () => {
    list();
    expect(screen.getByText('sent.csv (1 B) — Uploading 100%')).toBeInTheDocument();
    expect(screen.getByLabelText('sent.csv upload progress')).toHaveAttribute('value', '100');
  });
});
