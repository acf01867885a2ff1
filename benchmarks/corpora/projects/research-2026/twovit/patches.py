import jax
import jax.numpy as jnp


def patchify(images, patch):
    b, h, w, c = images.shape
    x = images.reshape(b, h // patch, patch, w // patch, patch, c)
    x = x.transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, (h // patch) * (w // patch), patch * patch * c)


def keep_mask(key, batch, num_tokens, keep):
    scores = jax.random.uniform(key, (batch, num_tokens))
    n_keep = max(1, int(round(num_tokens * keep)))
    thresh = jnp.sort(scores, axis=1)[:, n_keep - 1 : n_keep]
    return scores <= thresh, n_keep


def drop_tokens(tokens, key, keep):
    b, n, d = tokens.shape
    mask, n_keep = keep_mask(key, b, n, keep)
    return tokens[mask].reshape(b, n_keep, d)
