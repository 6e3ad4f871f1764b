// Lint fixture (shared/src/ui/iconLint.test.ts): each line from 5 to 9 draws an icon with a text glyph.
export function GlyphIcons({ avatar }: { avatar?: string }) {
  return (
    <div>
      <button type="button">×</button>
      <button type="button">↑</button>
      <button type="button">★ 3</button>
      <span>{avatar ? <img src={avatar} alt="" /> : '👤'}</span>
      <span>{'⋯'}</span>
      <p>Plain words and … an ellipsis are fine.</p>
    </div>
  );
}
