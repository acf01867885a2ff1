import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x):
    return jnp.logaddexp(x, 0.0)


@softplus.defjvp
def softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    y = softplus(x)
    slope = jnp.where(x > 30.0, 1.0, jax.nn.sigmoid(x))
    return y, slope * t
