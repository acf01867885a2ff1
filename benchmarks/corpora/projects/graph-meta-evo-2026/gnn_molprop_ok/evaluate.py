import jax
import numpy as np

from .data import graph_batches


@jax.jit
def predict(state, graph):
    return state.apply_fn(state.params, graph)


def evaluate(state, cfg):
    stream = graph_batches(cfg, cfg.seed + 1000)
    abs_err, count = 0.0, 0.0
    for _ in range(cfg.eval_batches):
        graph = next(stream)
        pred = np.asarray(predict(state, graph))
        abs_err += float(np.sum(np.abs(pred - graph.targets) * graph.graph_mask))
        count += float(graph.graph_mask.sum())
    return abs_err / count
