"""Prototype classifier with a temperature; jitted steps nest across five modules."""
