import optax
from flax import nnx


def lm_loss(model, batch):
    logits, _ = model(batch["inputs"])
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch["targets"]).mean()


@nnx.jit
def train_step(model, optimizer, batch):
    loss, grads = nnx.value_and_grad(lm_loss)(model, batch)
    optimizer.update(model, grads)
    return loss
