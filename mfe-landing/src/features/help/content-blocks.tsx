import type { ContentBlock } from '@iq/contracts';
import styles from './help.module.css';

/**
 * An article's blocks as plain elements (text only, never HTML). Sub-headings are h2: every
 * page that shows blocks has its own h1 above them, so the heading levels stay in order.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        if (block.type === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.type === 'paragraph') return <p key={index}>{block.text}</p>;
        return (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
