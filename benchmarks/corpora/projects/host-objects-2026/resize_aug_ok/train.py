"""Training loop: augmentation and the linen model inside one jitted step."""
import jax
import jax.numpy as jnp
import optax

from . import augment
from .model import SmallCNN


def make_train_step(model, tx):
    def loss_fn(variables, params, batch):
        images = augment.augment(params, batch)
        logits = model.apply(variables, images)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch.labels)
        return jnp.sum(ce * batch.weights) / jnp.maximum(jnp.sum(batch.weights), 1.0)

    @jax.jit
    def step(variables, opt_state, params, batch):
        loss, grads = jax.value_and_grad(loss_fn)(variables, params, batch)
        updates, opt_state = tx.update(grads, opt_state, variables)
        variables = optax.apply_updates(variables, updates)
        return variables, opt_state, loss

    return step


def fit(cfg, params, batches):
    model = SmallCNN(n_classes=cfg.n_classes)
    key = jax.random.key(cfg.seed, impl=cfg.prng_impl)
    dummy = jnp.zeros((1, cfg.out_size, cfg.out_size, cfg.channels))
    variables = jax.jit(model.init)(key, dummy)
    tx = optax.adam(cfg.learning_rate)
    opt_state = tx.init(variables)
    step = make_train_step(model, tx)
    history = {"loss": [], "epoch": []}
    for epoch in range(cfg.epochs):
        for batch in batches:
            variables, opt_state, loss = step(variables, opt_state, params, batch)
            history["loss"].append(float(loss))
            history["epoch"].append(epoch)
    return model, variables, history
