import { Link } from '../../lib/link.tsx';
import classes from './content.module.css';

/** A post of a list as the loader worded it: title, type, date and the start of its text. */
export interface PostCardView {
  id: number;
  title: string;
  href: string;
  type: string;
  date: string;
  excerpt: string;
}

/** Posts in a grid of cards, each a link to its page. */
export function PostCards({ posts, label }: { posts: readonly PostCardView[]; label: string }) {
  return (
    <ul className={classes.posts} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={post.href} className={classes.post} prefetch="intent">
            <h3 className={classes.postTitle} dir="auto">
              {post.title}
            </h3>
            <p className={classes.meta}>{[post.type, post.date].join(' · ')}</p>
            {post.excerpt && (
              <p className={classes.meta} dir="auto">
                {post.excerpt}
              </p>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
