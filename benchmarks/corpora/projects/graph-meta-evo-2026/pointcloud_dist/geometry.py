import jax.numpy as jnp


def center(points, n_points):
    """Translate a cloud so that the centroid of its valid (leading) points is the origin."""
    centroid = points[:n_points].mean(axis=0)
    return points - centroid


def pairwise_distances(points, eps=1e-9):
    diff = points[:, None, :] - points[None, :, :]
    return jnp.sqrt(jnp.sum(diff ** 2, axis=-1) + eps)


def rbf_expand(d, n_rbf, cutoff):
    mu = jnp.linspace(0.0, cutoff, n_rbf)
    gamma = 0.5 / (mu[1] - mu[0]) ** 2
    return jnp.exp(-gamma * (d[..., None] - mu) ** 2)


def cosine_cutoff(d, cutoff):
    return 0.5 * (jnp.cos(jnp.pi * jnp.clip(d / cutoff, 0.0, 1.0)) + 1.0)


def pair_mask(mask):
    m = mask[:, None] * mask[None, :]
    return m * (1.0 - jnp.eye(mask.shape[0]))


def featurize(points, mask, n_points, n_rbf, cutoff):
    """Per-cloud features: radial distance of each point and masked RBF-expanded pair distances."""
    x = center(points, n_points) * mask[:, None]
    radial = jnp.linalg.norm(x, axis=-1, keepdims=True)
    d = pairwise_distances(x)
    pm = pair_mask(mask) * cosine_cutoff(d, cutoff)
    return radial, rbf_expand(d, n_rbf, cutoff), pm
