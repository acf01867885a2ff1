import equinox as eqx

from .registry import TASK_LOSSES


def loss_fn(model, graph):
    pred = model(graph)
    return TASK_LOSSES[graph["task"]](pred, graph["target"])


@eqx.filter_jit
def train_step(model, opt_state, graph, optimizer):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, graph)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
