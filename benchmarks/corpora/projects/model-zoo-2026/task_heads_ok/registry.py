import optax

from . import models

TASK_HEADS = {
    "node_cls": models.NodeClassifierHead,
    "graph_reg": models.GraphRegressionHead,
}


def node_cls_loss(pred, target):
    return optax.softmax_cross_entropy_with_integer_labels(pred, target).mean()


def graph_reg_loss(pred, target):
    return (pred - target) ** 2


TASK_LOSSES = (node_cls_loss, graph_reg_loss)


def build(cfg, key):
    return models.MultiTaskGNN(cfg, [TASK_HEADS[t] for t in cfg.tasks], key)
