from multitask.models.trunk import MultiTaskNet, Trunk
from multitask.registry import get_task


def build_model(hp):
    head_dims = {name: get_task(name).output_dim(hp) for name in hp.task_names}
    return MultiTaskNet(head_dims=head_dims, width=hp.trunk_width,
                        num_layers=hp.num_layers, dropout=hp.dropout)


__all__ = ["MultiTaskNet", "Trunk", "build_model"]
