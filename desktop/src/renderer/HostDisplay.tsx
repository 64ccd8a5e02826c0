// The host display for the TV; this first version points players at the phone app.
export function HostDisplay() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '10vh 5vw' }}>
      <h1 style={{ fontSize: '8vw', margin: 0 }}>Skål</h1>
      <p style={{ fontSize: '3vw' }}>Åpne {window.location.origin} på telefonen for å spille.</p>
    </main>
  );
}
