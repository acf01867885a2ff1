CONFIG = dict(
    seed=7,
    num_atom_types=6,
    num_bond_types=3,
    hidden=32,
    layers=3,
    graphs_per_batch=6,
    min_atoms=4,
    max_atoms=9,
    lr=5e-4,
    steps=1,
)


def get(key):
    return CONFIG[key]
