import jax
import jax.numpy as jnp


def add_noise(x, key, noise_scale):
    if isinstance(noise_scale, (int, float)) and noise_scale == 0:
        return x
    if key is None:
        return x
    return x + noise_scale * jax.random.normal(key, x.shape, x.dtype)


def forward(w, x, key=None, noise_scale=0.0):
    h = add_noise(x @ w, key, noise_scale)
    return jnp.tanh(h).sum()


def main():
    w = jnp.full((3, 2), 0.1)
    x = jnp.ones((4, 3))
    key = jax.random.PRNGKey(0)
    g0 = jax.jit(jax.grad(forward))(w, x)
    g1 = jax.jit(jax.grad(forward), static_argnums=3)(w, x, key, 0.1)
    g2 = jax.jit(jax.grad(forward))(w, x, key, jnp.float32(0.1))
    print(g0.shape, g1.shape, g2.shape)


if __name__ == "__main__":
    main()
