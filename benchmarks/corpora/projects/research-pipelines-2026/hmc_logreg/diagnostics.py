import jax.numpy as jnp


def split_rhat(samples):
    """samples: [chains, draws, dim]"""
    c, n, d = samples.shape
    half = n // 2
    s = jnp.concatenate([samples[:, :half], samples[:, half:2 * half]], axis=0)
    chain_means = s.mean(axis=1)
    chain_vars = s.var(axis=1, ddof=1)
    W = chain_vars.mean(axis=0)
    B = half * chain_means.var(axis=0, ddof=1)
    var_hat = (half - 1) / half * W + B / half
    return jnp.sqrt(var_hat / W)


def summary(samples, w_true):
    flat = samples.reshape(-1, samples.shape[-1])
    return {
        "post_mean": flat.mean(0),
        "post_std": flat.std(0),
        "w_true": w_true,
        "rhat": split_rhat(samples),
    }
