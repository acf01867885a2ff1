import jax
import jax.numpy as jnp


def autocorrelation(x, max_lag):
    x = x - jnp.mean(x)
    n = x.shape[0]
    f = jnp.fft.rfft(x, 2 * n)
    acov = jnp.fft.irfft(f * jnp.conj(f))[:max_lag] / n
    return acov / acov[0]


def integrated_time(x, max_lag=100):
    rho = autocorrelation(x, max_lag)
    return 1.0 + 2.0 * jnp.sum(rho[1:])


def effective_size(x, max_lag=100):
    return x.shape[0] / integrated_time(x, max_lag)


def summarize(chain, accepted, cfg):
    kept = chain[cfg.n_burn:]
    ess = jax.vmap(effective_size, in_axes=1)(kept)
    return {
        "mean": jnp.mean(kept, axis=0),
        "std": jnp.std(kept, axis=0),
        "ess": ess,
        "accept_rate": jnp.mean(accepted.astype(jnp.float32)),
    }
