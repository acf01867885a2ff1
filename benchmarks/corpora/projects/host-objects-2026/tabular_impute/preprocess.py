"""Impute, standardise, clip and one-hot encode columns into a design matrix."""
import jax
import jax.numpy as jnp

from . import schema, stats


def fit_transform(table, present):
    cols, moments = [], {}
    for spec in schema.COLUMNS:
        x, p = table[spec.name], present[spec.name]
        if spec.kind == "cat":
            codes = jnp.where(p, x, 0.0).astype(jnp.int32)
            cols.append(jax.nn.one_hot(codes, spec.n_levels) * p[:, None])
            continue
        mu = stats.masked_mean(x, p)
        sd = stats.masked_std(x, p, mu)
        z = jnp.where(p, (x - mu) / (sd + 1e-6), 0.0)
        cols.append(jnp.clip(z, -spec.clip_sigma, spec.clip_sigma)[:, None])
        cols.append(p[:, None].astype(jnp.float32))
        moments[spec.name] = {"mean": mu, "std": sd}
    return jnp.concatenate(cols, axis=1), moments
