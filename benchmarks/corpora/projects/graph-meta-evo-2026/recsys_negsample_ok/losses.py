import jax.numpy as jnp
import numpy as np
import optax


def sampled_softmax_loss(model, users, pos_items, neg_items, l2):
    items = jnp.concatenate([pos_items[:, None], neg_items], axis=1)
    logits = model.score(users, items)
    labels = jnp.zeros((users.shape[0],), jnp.int32)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    reg = jnp.mean(model.user_emb(users) ** 2) + jnp.mean(model.item_emb(items) ** 2)
    return ce + l2 * reg


def hit_rate(scores, seen, target, k):
    """Host-side leave-one-out HR@k with training items masked out."""
    scores = np.where(seen, -np.inf, scores)
    top = np.argpartition(-scores, k, axis=1)[:, :k]
    return float(np.mean([t in row for t, row in zip(target, top)]))
