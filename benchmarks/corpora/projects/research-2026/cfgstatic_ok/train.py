import functools

import jax
import jax.numpy as jnp
import numpy as np

from . import data, losses, models


def random_flip(key, images):
    flip = jax.random.bernoulli(key, 0.5, (images.shape[0], 1, 1, 1))
    return jnp.where(flip, images[:, :, ::-1], images)


@functools.partial(jax.jit, static_argnums=(3,))
def sgd_step(params, batch, key, cfg):
    images, labels = batch
    if cfg.augment:
        images = random_flip(key, images)

    def objective(p):
        logits = models.forward(p, images)
        loss = losses.smoothed_xent(logits, labels, cfg.label_smoothing)
        return loss + cfg.weight_decay * losses.l2(p), logits

    (loss, logits), grads = jax.value_and_grad(objective, has_aux=True)(params)
    params = jax.tree.map(lambda p, g: p - cfg.lr * g, params, grads)
    acc = jnp.mean(jnp.argmax(logits, -1) == labels)
    return params, loss, acc


def run(cfg):
    rng = np.random.default_rng(cfg.seed)
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    params = models.init_params(init_key, cfg.net)
    for step in range(cfg.steps):
        batch = data.texture_batch(rng, cfg.batch_size, cfg.image_size, cfg.net.num_classes)
        key, sub = jax.random.split(key)
        params, loss, acc = sgd_step(params, batch, sub, cfg.net)
        print(f"step {step} loss {float(loss):.4f} acc {float(acc):.2f}")
    return params


def evaluate(params, cfg, seed=123, batches=2):
    rng = np.random.default_rng(seed)
    correct, total = 0, 0
    for _ in range(batches):
        images, labels = data.texture_batch(rng, cfg.batch_size, cfg.image_size, cfg.net.num_classes)
        logits = models.forward(params, jnp.asarray(images))
        correct += int(jnp.sum(jnp.argmax(logits, -1) == labels))
        total += len(labels)
    return correct / max(total, 1)
