from functools import partial

import jax
import jax.numpy as jnp

CLASS_NAMES = ["background", "car", "pedestrian", "cyclist", "truck"]
NUM_CLASSES = len(CLASS_NAMES)


@partial(jax.jit, static_argnums=1)
def present_classes(labels, max_classes):
    classes, counts = jnp.unique(labels, return_counts=True, size=max_classes, fill_value=-1)
    return classes, jnp.where(classes >= 0, counts, 0)


@jax.jit
def class_weights(labels):
    classes, counts = present_classes(labels.ravel(), NUM_CLASSES)
    freq = counts / jnp.maximum(counts.sum(), 1)
    w = jnp.where(counts > 0, 1.0 / jnp.maximum(freq, 1e-6), 0.0)
    table = jnp.zeros(NUM_CLASSES).at[jnp.where(classes >= 0, classes, NUM_CLASSES)].set(w, mode="drop")
    return table / table.max()


def weighted_xent(logits, labels, weights):
    logp = jax.nn.log_softmax(logits)
    picked = jnp.take_along_axis(logp, labels[..., None], axis=-1)[..., 0]
    return -(weights[labels] * picked).sum() / weights[labels].sum()


key = jax.random.PRNGKey(0)
labels = jax.random.choice(key, jnp.array([0, 0, 0, 1, 1, 2, 4]), (4, 16))
weights = class_weights(labels)
logits = jax.random.normal(jax.random.PRNGKey(1), (4, 16, NUM_CLASSES))
print({name: round(float(w), 3) for name, w in zip(CLASS_NAMES, weights)})
print(float(jax.jit(weighted_xent)(logits, labels, weights)))
