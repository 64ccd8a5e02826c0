// The room's QR code (the room link) and a share button using the system share sheet where there is one.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../i18n';
import { readableRoomLink, roomLink } from '@skal/shared';
import { useToast } from '../toast/toast-context';
import { ShareIcon } from '../components/icons-later';

export default function RoomQr({ room }: { room: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const link = roomLink(window.location.origin, room);
  // Without the scheme: the QR code and the share sheet keep `link`.
  const readableLink = readableRoomLink(link).replace(/^https?:\/\//u, '');

  const share = async () => {
    const text = t('room.shareText', { room });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Skål', text, url: link });
      } catch {
        // The player closed the share sheet: nothing to do.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      toast({ text: t('toast.linkCopied'), duration: 'short' });
    } catch {
      toast({ text: link, duration: 'long' });
    }
  };

  return (
    <section className="qr-card">
      <div className="qr-box">
        <QRCodeSVG value={link} size={168} marginSize={2} role="img" aria-label={t('room.qr')} title={t('room.qr')} />
      </div>
      <div className="qr-side">
        <p className="qr-scan">{t('room.scan')}</p>
        <p className="qr-link" translate="no">
          {readableLink}
        </p>
        <button type="button" className="button button-secondary" onClick={share}>
          <ShareIcon />
          {t('room.share')}
        </button>
      </div>
    </section>
  );
}
