from .graphs import TARGETS, make_graphs, minibatches

__all__ = ["TARGETS", "make_graphs", "minibatches"]
