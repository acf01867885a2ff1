"""A softplus with a hand-written derivative, used in a small regression."""
import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x):
    return jnp.logaddexp(x, 0.0)


@softplus.defjvp
def softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    y = softplus(x)
    if x > 0:
        slope = 1.0 / (1.0 + jnp.exp(-x))
    else:
        slope = jnp.exp(x) / (1.0 + jnp.exp(x))
    return y, slope * t


def model(params, x):
    return jax.vmap(softplus)(x * params["a"] + params["b"])


def loss(params, x, y):
    return jnp.mean((model(params, x) - y) ** 2)


grad_fn = jax.jit(jax.grad(loss))

x = jnp.linspace(-2.0, 2.0, 16)
y = jnp.log1p(jnp.exp(2.0 * x - 0.5))
params = {"a": jnp.array(1.0), "b": jnp.array(0.0)}
for _ in range(100):
    g = grad_fn(params, x, y)
    params = jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
print({k: float(v) for k, v in params.items()})
