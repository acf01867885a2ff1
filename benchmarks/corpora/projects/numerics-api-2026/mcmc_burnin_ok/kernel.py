import jax
import jax.numpy as jnp


def make_kernel(logp, step_size):
    def kernel(state, key):
        x, lp = state
        k_prop, k_acc = jax.random.split(key)
        prop = x + step_size * jax.random.normal(k_prop, x.shape)
        lp_prop = logp(prop)
        log_u = jnp.log(jax.random.uniform(k_acc))
        accept = log_u < lp_prop - lp
        x_new = jnp.where(accept, prop, x)
        lp_new = jnp.where(accept, lp_prop, lp)
        return (x_new, lp_new), (x_new, accept)
    return kernel
