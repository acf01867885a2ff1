import jax
import jax.numpy as jnp


@jax.jit
def ensemble_summary(preds, y):
    """preds: (members, n) -> scalar metrics of the ensemble's mean and spread."""
    mean = preds.mean(0)
    std = preds.std(0) + 1e-3
    mse = jnp.mean((mean - y) ** 2)
    gauss_nll = jnp.mean(0.5 * ((y - mean) / std) ** 2 + jnp.log(std) + 0.5 * jnp.log(2 * jnp.pi))
    coverage = jnp.mean(jnp.abs(y - mean) <= 2 * std)
    return {"mse": mse, "nll": gauss_nll, "cover@2sd": coverage, "spread": std.mean()}


def member_errors(preds, y):
    return jnp.mean((preds - y[None, :]) ** 2, axis=1)
