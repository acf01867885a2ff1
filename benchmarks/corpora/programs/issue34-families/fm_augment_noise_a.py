import jax
import jax.numpy as jnp


def load_batch(step, batch_size=8, dim=3):
    base = jnp.linspace(0.0, 1.0, batch_size * dim).reshape(batch_size, dim)
    return base + 0.01 * step


def augment(batch, noise, scale=0.05):
    return batch + scale * noise


sample_noise = jax.jit(jax.random.normal, static_argnums=1)

key = jax.random.key(42)
running = 0.0
for step in range(4):
    key, sub = jax.random.split(key)
    batch = load_batch(step)
    noise = sample_noise(sub, batch.shape)
    out = augment(batch, noise)
    running += float(out.mean())

print("mean of augmented batches:", running / 4)
