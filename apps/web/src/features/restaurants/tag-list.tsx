import type { RestaurantTag } from './restaurants-query.ts';
import styles from './tag-list.module.css';

/** A restaurant's food and service tags, each with its picto (booking-funnel.md §3 tagList). */
export function TagList({ tags }: { tags: readonly RestaurantTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag.code} className={styles.tag}>
          <img src={tag.picto} alt="" width="18" height="18" className={styles.picto} />
          {tag.title}
        </li>
      ))}
    </ul>
  );
}
