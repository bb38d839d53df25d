import { button } from '../ui/controls.css.ts';

/** The 'Remove' of one chosen file, named for the file. */
export function RemoveFileButton({
  fileName,
  disabled = false,
  onRemove,
}: {
  fileName: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <button
      type="button"
      className={button.ghost}
      aria-label={`Remove ${fileName}`}
      disabled={disabled}
      onClick={onRemove}
    >
      Remove
    </button>
  );
}
