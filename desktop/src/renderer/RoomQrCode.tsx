// The room link as a QR code, dark on a white card whose padding and margin make the 4-module quiet zone.
import { QRCodeSVG } from 'qrcode.react';

export function RoomQrCode(props: { link: string; label: string }) {
  return (
    <div className="qr-card" role="img" aria-label={props.label} data-link={props.link}>
      <QRCodeSVG value={props.link} level="M" marginSize={3} bgColor="#ffffff" fgColor="#1a0f1f" aria-hidden="true" />
    </div>
  );
}
