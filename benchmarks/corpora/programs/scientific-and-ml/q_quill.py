"""Denoising autoencoder (flax.nnx) on small synthetic patch images, trained with optax."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

CONFIG = {
    "patch": (8, 8),
    "latent": 12,
    "hidden": 48,
    "noise": 0.3,
    "drop_frac": 0.2,
    "lr": 3e-3,
    "steps": 120,
    "batch": 32,
}


def make_patches(n, patch, seed=0):
    rng = np.random.default_rng(seed)
    h, w = patch
    yy, xx = np.mgrid[0:h, 0:w]
    out = []
    for _ in range(n):
        fx, fy, ph = rng.uniform(0.2, 1.0), rng.uniform(0.2, 1.0), rng.uniform(0, np.pi)
        out.append(np.sin(fx * xx + fy * yy + ph))
    return jnp.asarray(np.stack(out), dtype=jnp.float32)


class AutoEncoder(nnx.Module):
    def __init__(self, cfg, rngs):
        d = int(np.prod(cfg["patch"]))
        self.patch = cfg["patch"]
        self.enc1 = nnx.Linear(d, cfg["hidden"], rngs=rngs)
        self.enc2 = nnx.Linear(cfg["hidden"], cfg["latent"], rngs=rngs)
        self.dec1 = nnx.Linear(cfg["latent"], cfg["hidden"], rngs=rngs)
        self.dec2 = nnx.Linear(cfg["hidden"], d, rngs=rngs)

    def __call__(self, x):
        b = x.shape[0]
        h = x.reshape(b, -1)
        z = self.enc2(nnx.relu(self.enc1(h)))
        out = self.dec2(nnx.relu(self.dec1(z)))
        return out.reshape((b,) + self.patch)


def corrupt(key, x, noise, drop_frac):
    k1, k2 = jax.random.split(key)
    noisy = x + noise * jax.random.normal(k1, x.shape)
    dropped = jax.random.uniform(k2, x.shape) < drop_frac
    return jnp.where(dropped, 0.0, noisy)


@nnx.jit
def train_step(model, optimizer, clean, key):
    noisy = corrupt(key, clean, CONFIG["noise"], CONFIG["drop_frac"])

    def loss_fn(m):
        return jnp.mean((m(noisy) - clean) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    data = make_patches(256, CONFIG["patch"])
    model = AutoEncoder(CONFIG, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(CONFIG["lr"]), wrt=nnx.Param)
    key = jax.random.PRNGKey(1)
    n_batches = data.shape[0] // CONFIG["batch"]
    for step in range(CONFIG["steps"]):
        key, sub = jax.random.split(key)
        b = step % n_batches
        batch = data[b * CONFIG["batch"]:(b + 1) * CONFIG["batch"]]
        loss = train_step(model, optimizer, batch, sub)
        if step % 40 == 0:
            print(f"step {step:3d}  loss {float(loss):.4f}")
    test = data[:8]
    noisy = corrupt(jax.random.PRNGKey(99), test, CONFIG["noise"], CONFIG["drop_frac"])
    err_in = float(jnp.mean((noisy - test) ** 2))
    err_out = float(jnp.mean((model(noisy) - test) ** 2))
    print(f"mse noisy {err_in:.4f} -> denoised {err_out:.4f}")


if __name__ == "__main__":
    main()
