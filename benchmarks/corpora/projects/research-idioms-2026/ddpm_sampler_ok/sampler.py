import jax
import jax.numpy as jnp


def make_sampler(apply_fn, sched, shape):
    def sample(params, key):
        key, k0 = jax.random.split(key)
        x = jax.random.normal(k0, shape)

        def body(i, carry):
            x, key = carry
            t = sched.T - 1 - i
            key, sub = jax.random.split(key)
            beta, alpha, alpha_bar = sched.coeffs(t)
            eps = apply_fn(params, x, t)
            mean = (x - beta / jnp.sqrt(1.0 - alpha_bar) * eps) / jnp.sqrt(alpha)
            noise = jnp.where(t > 0, jax.random.normal(sub, x.shape), 0.0)
            return mean + jnp.sqrt(beta) * noise, key

        x, _ = jax.lax.fori_loop(0, sched.T, body, (x, key))
        return x

    return jax.jit(sample)
