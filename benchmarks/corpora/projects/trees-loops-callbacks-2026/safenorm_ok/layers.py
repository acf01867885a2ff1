import equinox as eqx
import jax
import jax.numpy as jnp

from . import rules


def _norm(x, eps):
    return rules.row_norm(x)


safe_norm = jax.custom_vjp(_norm, nondiff_argnums=(1,))
safe_norm.defvjp(rules.norm_fwd, rules.norm_bwd)


def normalize(x, eps):
    return x / jnp.maximum(safe_norm(x, eps), eps)


class CosineHead(eqx.Module):
    weight: jax.Array
    log_scale: jax.Array
    eps: float = eqx.field(static=True)

    def __init__(self, in_features, num_classes, key, eps=1e-6):
        self.weight = jax.random.normal(key, (num_classes, in_features)) / jnp.sqrt(in_features)
        self.log_scale = jnp.asarray(jnp.log(10.0))
        self.eps = eps

    def __call__(self, h):
        hn = normalize(h, self.eps)
        wn = normalize(self.weight, self.eps)
        return jnp.exp(self.log_scale) * (wn @ hn)
