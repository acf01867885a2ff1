"""Data-parallel request scoring with pmap: one replica of the model per device."""
