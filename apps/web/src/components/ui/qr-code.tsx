import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code of `text`, drawn as SVG squares (no markup strings), crisp at any size. */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const cells = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    const dark: string[] = [];
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++) if (code.isDark(row, col)) dark.push(`M${col} ${row}h1v1h-1z`);
    return { count, path: dark.join('') };
  }, [text]);
  const margin = 2;
  const box = cells.count + margin * 2;
  return (
    <svg
      viewBox={`${-margin} ${-margin} ${box} ${box}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect x={-margin} y={-margin} width={box} height={box} fill="#fff" />
      <path d={cells.path} fill="#000" />
    </svg>
  );
}
