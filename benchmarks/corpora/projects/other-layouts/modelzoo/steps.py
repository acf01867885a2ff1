"""Initialisation and the compiled training step, generic over the model class."""

import functools

import jax
import optax

OPTIMIZER = optax.sgd(0.05, momentum=0.9)


def init_state(model_cls, key, sample, classes):
    params = model_cls(classes=classes).init(key, sample)["params"]
    return params, OPTIMIZER.init(params)


@functools.partial(jax.jit, static_argnames=("model_cls", "classes"))
def train_step(params, opt_state, images, labels, model_cls, classes):
    model = model_cls(classes=classes)

    def loss_fn(p):
        logits = model.apply({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = OPTIMIZER.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
