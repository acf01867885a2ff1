import jax
import jax.numpy as jnp


def one_hot_smooth(labels, num_classes, eps):
    oh = jax.nn.one_hot(labels, num_classes)
    return oh * (1.0 - eps) + eps / num_classes


def soften(logits, temperature):
    logits = jnp.where(temperature > 1.0, logits / temperature, logits)
    return jax.nn.softmax(logits, axis=-1)


def tree_norm(tree):
    leaves = jax.tree.leaves(tree)
    return jnp.sqrt(sum(jnp.sum(jnp.square(x)) for x in leaves))


def log_metrics(step, metrics):
    parts = ["%s=%.4f" % (k, float(v)) for k, v in sorted(metrics.items())]
    print("step %d | %s" % (step, " ".join(parts)))
