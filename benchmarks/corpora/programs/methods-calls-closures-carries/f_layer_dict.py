"""Parameter summary statistics computed per layer."""
import jax
import jax.numpy as jnp


@jax.jit
def summary(params):
    out = {}
    n = len(params)
    for name, p in params.items():
        scale = 1.0 / n
        if "bias" in name:
            out[name] = jnp.abs(p).max() * scale
        else:
            out[name] = jnp.linalg.norm(p) * scale
    out["total"] = sum(out[k] for k in sorted(out))
    return out


params = {"conv_kernel": jnp.ones((3, 3)), "conv_bias": jnp.array([0.5, -1.0]), "head": jnp.eye(2)}
for k, v in summary(params).items():
    print(k, float(v))
