from flax import nnx

from . import losses


def total(model, x):
    return losses.recon(model, x) + losses.code_penalty(model, x)


@nnx.jit
def step(model, optimizer, x):
    loss, grads = nnx.value_and_grad(total)(model, x)
    optimizer.update(model, grads)
    return loss
