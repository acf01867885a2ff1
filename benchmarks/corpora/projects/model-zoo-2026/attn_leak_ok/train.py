import optax
from flax import nnx


def loss_fn(model, tokens, labels):
    logits = model(tokens)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@nnx.jit
def train_step(model, optimizer, tokens, labels):
    loss, grads = nnx.value_and_grad(loss_fn)(model, tokens, labels)
    optimizer.update(model, grads)
    return loss
